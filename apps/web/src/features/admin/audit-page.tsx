import { type AuditEntry, SCREEN } from '@kala/contract';
import { ScrollText } from 'lucide-react';
import { adminAuditQueryOptions } from './admin.api';
import { formatDateTime } from './admin-format';
import { AdminTablePage, ShortId, Td, Th } from './admin-table';

const T = SCREEN.audit;

/** What a row adds: the fields an edit changed, or how many reports a dismissal closed. */
function details(entry: AuditEntry): string {
  if (entry.fields.length > 0) return T.changed(entry.fields);
  if (entry.reports !== null) return T.reports(entry.reports);
  return SCREEN.admin.noValue;
}

/** The audit log, /admin/audit (issue 17): every admin action, newest first; read only. */
export function AuditPage() {
  return (
    <AdminTablePage
      title={T.title}
      description={T.description}
      searchPlaceholder={T.search}
      query={adminAuditQueryOptions}
      loadingText={T.loading}
      errorText={T.loadError}
      emptyText={T.empty}
      emptyIcon={ScrollText}
      columns={
        <>
          <Th>{T.columns.when}</Th>
          <Th>{T.columns.who}</Th>
          <Th>{T.columns.action}</Th>
          <Th>{T.columns.target}</Th>
          <Th>{T.columns.details}</Th>
        </>
      }
      cells={(entry) => (
        <>
          <Td className="whitespace-nowrap text-muted-foreground tabular-nums">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </Td>
          <Td className="whitespace-nowrap font-medium">@{entry.actor.username}</Td>
          <Td className="whitespace-nowrap">{T.actions[entry.action]}</Td>
          <Td className="min-w-44">
            <div className="flex flex-wrap items-center gap-x-1.5">
              <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {T.targets[entry.targetType]}
              </span>
              {entry.targetName ? <span className="line-clamp-1 font-medium">{entry.targetName}</span> : null}
              <ShortId id={entry.targetId} />
            </div>
          </Td>
          <Td className="min-w-40 text-muted-foreground">{details(entry)}</Td>
        </>
      )}
    />
  );
}
