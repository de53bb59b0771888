export { Dialog as part } from '@chakra-ui/react';
