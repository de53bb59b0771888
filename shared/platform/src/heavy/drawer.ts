export { Drawer as part } from '@chakra-ui/react';
