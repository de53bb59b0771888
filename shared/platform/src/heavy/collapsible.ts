export { Collapsible as part } from '@chakra-ui/react';
