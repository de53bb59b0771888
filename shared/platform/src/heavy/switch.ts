export { Switch as part } from '@chakra-ui/react';
