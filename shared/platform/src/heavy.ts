/**
 * Chakra components built on state machines (zag.js). They load in their own chunk, on first use or first user
 * interaction, so they stay out of the JavaScript the landing page needs before it paints. See lazy-ui.tsx.
 */
export { Accordion, Checkbox, Collapsible, Dialog, Drawer, Menu, Presence, RadioGroup, Switch, Tabs } from '@chakra-ui/react';
export { Toaster } from './toaster-view';
