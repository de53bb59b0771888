import { csvCell, csvRow, insightPaths, statsQuerySchema } from './insights';

test('CSV cells: RFC 4180 quoting; text starting with = + - @ (or a tab) is defused with a quote mark', () => {
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
  for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvCell(-5)).toBe('-5');
  expect(csvCell(null)).toBe('');
  expect(csvRow(['a', 1, true, undefined])).toBe('a,1,true,\r\n');
});

test('paths and the stats range', () => {
  expect(insightPaths.ordersExport({ query: 'D AB', state: 'paid', page: 3, pageSize: 10 })).toBe('/api/manager/orders/export.csv?query=D+AB&state=paid');
  expect(insightPaths.stats()).toBe('/api/manager/stats');
  expect(statsQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
  expect(statsQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
  expect(statsQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-01' }).success).toBe(true);
  expect(statsQuerySchema.safeParse({ from: '2025-12-31', to: '2027-01-01' }).success).toBe(false);
});
