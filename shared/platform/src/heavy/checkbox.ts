export { Checkbox as part } from '@chakra-ui/react';
