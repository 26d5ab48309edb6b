// The hosts of the layers that only pages open (dialogs, notifications at the top): the shell
// loads them right after the first paint, so the first load does not carry them.
import { DialogHost } from '../ui/dialog';
import { NotifyHost } from '../ui/notify';

export function Layers() {
  return (
    <>
      <NotifyHost />
      <DialogHost />
    </>
  );
}
