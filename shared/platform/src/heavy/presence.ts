export { Presence as part } from '@chakra-ui/react';
