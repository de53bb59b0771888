export { Accordion as part } from '@chakra-ui/react';
