import { type AdminUser, adminGenderOption, MSG, SCREEN } from '@kala/contract';
import { Pencil, Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { adminUsersQueryOptions, useDeleteUserMutation } from './admin.api';
import { AdminTablePage, RowActionButton, ShortId, Td, Th } from './admin-table';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { UserFormDialog } from './user-form-dialog';
import { toast } from '../../lib/toast';

const C = SCREEN.admin.columns;
const F = SCREEN.fields;

function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        role === 'admin' ? 'bg-primary/15 text-primary' : 'bg-muted text-muted-foreground',
      )}
    >
      {SCREEN.admin.roles[role]}
    </span>
  );
}

/** User Management (docs/product.md#screens-and-routes): search, add, edit and delete accounts. */
export function UserManagementPage() {
  // The modal holds the user it edits; null with formOpen is Add User.
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const remove = useDeleteUserMutation();

  const openForm = (user: AdminUser | null) => {
    setEditing(user);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(MSG.admin.userDeleted);
        setDeleting(null);
      },
      onError: (error) => {
        // The server says why when it refuses on purpose (your own account, the last admin).
        const reason = errorMessage(error, '');
        toast.error(MSG.admin.deleteUserFailed, reason ? { description: reason } : undefined);
      },
    });
  };

  return (
    <AdminTablePage
      title={SCREEN.admin.userManagement}
      description={SCREEN.admin.userManagementHint}
      action={
        <Button onClick={() => openForm(null)}>
          <UserPlus aria-hidden="true" />
          {SCREEN.admin.addUser}
        </Button>
      }
      searchPlaceholder={SCREEN.admin.searchUsers}
      query={adminUsersQueryOptions}
      loadingText={SCREEN.admin.loadingUsers}
      errorText={SCREEN.admin.loadUsersFailed}
      emptyText={SCREEN.admin.noUsers}
      emptyIcon={Users}
      columns={
        <>
          <Th>{C.id}</Th>
          <Th>{C.name}</Th>
          <Th>{F.email}</Th>
          <Th>{F.username}</Th>
          <Th>{F.location}</Th>
          <Th>{F.gender}</Th>
          <Th className="text-right">{F.age}</Th>
          <Th>{F.pincode}</Th>
          <Th>{F.phone}</Th>
          <Th>{C.role}</Th>
        </>
      }
      cells={(user) => (
        <>
          <Td>
            <ShortId id={user.id} />
          </Td>
          <Td className="font-medium whitespace-nowrap">{user.name}</Td>
          <Td className="whitespace-nowrap">{user.email}</Td>
          <Td className="whitespace-nowrap">@{user.username}</Td>
          <Td className="whitespace-nowrap">{user.location}</Td>
          <Td className="whitespace-nowrap">{adminGenderOption(user.gender)}</Td>
          <Td className="text-right tabular-nums">{user.age}</Td>
          <Td className="tabular-nums">{user.pincode}</Td>
          <Td className="whitespace-nowrap tabular-nums">{user.phone}</Td>
          <Td>
            <RoleBadge role={user.role} />
          </Td>
        </>
      )}
      actions={(user) => (
        <>
          <RowActionButton
            text={SCREEN.admin.edit}
            label={SCREEN.admin.editItem(user.username)}
            icon={Pencil}
            onClick={() => openForm(user)}
          />
          <RowActionButton
            text={SCREEN.admin.delete}
            label={SCREEN.admin.deleteItem(user.username)}
            icon={Trash2}
            destructive
            onClick={() => setDeleting(user)}
          />
        </>
      )}
    >
      <UserFormDialog open={formOpen} user={editing} onOpenChange={setFormOpen} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        question={SCREEN.admin.confirmDeleteUser}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </AdminTablePage>
  );
}
