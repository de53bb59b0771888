import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { Dialog, Portal } from './ui';
import { getSystem } from './system';

const system = getSystem();

// Counts the loads of the dialog family's chunk (the module's factory runs when the dynamic import first asks for it).
let dialogLoads = 0;
jest.mock('./heavy/dialog', () => {
  dialogLoads += 1;
  return jest.requireActual('./heavy/dialog');
});

function Settings({ open }: { open: boolean }) {
  return (
    <ChakraProvider value={system}>
      <Dialog.Root open={open}>
        <Portal>
          <Dialog.Positioner>
            <Dialog.Content aria-label="Cookie-Einstellungen">
              <Dialog.Body>Einstellungen</Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraProvider>
  );
}

test('a dialog whose open prop is false renders and loads nothing until it first opens; then it stays mounted (issue 29)', async () => {
  const { rerender } = render(<Settings open={false} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(dialogLoads).toBe(0);
  expect(screen.queryByText('Einstellungen')).toBeNull();

  rerender(<Settings open />);
  expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  expect(dialogLoads).toBe(1);

  // closed again: still mounted (closing animates and gives focus back), the chunk loaded once
  rerender(<Settings open={false} />);
  rerender(<Settings open />);
  expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  expect(dialogLoads).toBe(1);
});
