export { RadioGroup as part } from '@chakra-ui/react';
