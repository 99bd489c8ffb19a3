import { describe, expect, it } from 'vitest';
import { serverServiceFiles, sqlCalls, sqlInServices } from './sql-in-services';

describe('SQL only in repositories', () => {
  it('finds a query started on its own line or after its handle, and not a transaction or a word in a comment', () => {
    const text = [
      'const row = await db.selectFrom("orders")',
      '  .where(...);',
      'await tx',
      '  .updateTable("orders")',
      'await db.transaction().execute((tx) => markPaid(tx));',
      '// markRefunded used to call updateTable here',
      'await trx . deleteFrom ("x")',
      'db.insertInto("y")',
    ].join('\n');
    expect(sqlCalls(text)).toEqual([
      'line 1: selectFrom',
      'line 4: updateTable',
      'line 7: deleteFrom',
      'line 8: insertInto',
    ]);
  });

  it('looks at every service of the server', () => {
    const files = serverServiceFiles();
    expect(files).toContain('apps/server/src/features/orders/orders.service.ts');
    expect(files).toContain('apps/server/src/features/payments/payments.service.ts');
    expect(files.every((file) => file.endsWith('.service.ts'))).toBe(true);
  });

  it('finds no service of the server that calls selectFrom, insertInto, updateTable or deleteFrom', () => {
    expect(sqlInServices()).toEqual([]);
  });
});
