export { Tabs as part } from '@chakra-ui/react';
