import { orderFixture } from '@chargevalet/platform/testing';
import { dueHandover, missingRecordFor, splitNextStates } from './nextStep';

const mailbox = { id: 3, title: 'Mailbox', translations: { en: { title: 'Mailbox' }, de: { title: 'Briefkasten' } } };

describe('splitNextStates', () => {
  it('the first allowed state is the big button, the rest the menu', () => {
    expect(splitNextStates(orderFixture({ state: 'assigned' }), ['on_the_way_to_pickup'])).toEqual({ primary: 'on_the_way_to_pickup', others: [] });
    expect(splitNextStates(orderFixture({ state: 'charging' }), [])).toEqual({ primary: null, others: [] });
  });
  it('on the way back the return type decides: key in person → returned, mailbox → parked', () => {
    const allowed = ['parked', 'returned'] as const;
    expect(splitNextStates(orderFixture({ state: 'on_the_way_to_return' }), allowed)).toEqual({ primary: 'returned', others: ['parked'] });
    expect(splitNextStates(orderFixture({ state: 'on_the_way_to_return', return_type: mailbox }), allowed)).toEqual({ primary: 'parked', others: ['returned'] });
  });
});

describe('handover records', () => {
  it('the pickup record is due from assigned to on the way to pickup, the return record on the way back', () => {
    expect(dueHandover('assigned', [])).toBe('pickup');
    expect(dueHandover('on_the_way_to_pickup', [{ kind: 'pickup' }])).toBeNull();
    expect(dueHandover('charging', [])).toBeNull();
    expect(dueHandover('on_the_way_to_return', [{ kind: 'pickup' }])).toBe('return');
  });
  it('a move waits for its record: station ← pickup, parked/returned ← return', () => {
    expect(missingRecordFor('on_the_way_to_station', [])).toBe('pickup');
    expect(missingRecordFor('on_the_way_to_station', [{ kind: 'pickup' }])).toBeNull();
    expect(missingRecordFor('returned', [{ kind: 'pickup' }])).toBe('return');
    expect(missingRecordFor('charging', [])).toBeNull();
  });
});
