import { useIntl } from 'react-intl';
import type { Person } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../lib/notify';
import { useSetPersonActive } from './api/usePersonActions';

/** The confirmation before a deactivation: it names the person and says what happens to them. */
export function DeactivateDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const intl = useIntl();
  const setActive = useSetPersonActive();
  const name = person.full_name;
  const confirm = () =>
    setActive.mutate(
      { id: person.id, active: false },
      {
        onSuccess: () => {
          notify(intl, 'green', intl.formatMessage({ id: 'people.deactivated' }, { name }));
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'people.deactivate.title' }, { name })}
      body={intl.formatMessage({ id: 'people.deactivate.body' }, { name })}
      confirm={intl.formatMessage({ id: 'people.deactivate.confirm' }, { name })}
      loading={setActive.isPending}
      error={setActive.error}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
