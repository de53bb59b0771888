export { Menu as part } from '@chakra-ui/react';
