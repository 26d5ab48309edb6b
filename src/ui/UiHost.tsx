// Everything the imperative kit draws (toasts, notify, confirm/alert): the app mounts this once.
import { DialogHost } from './dialog';
import { NotifyHost } from './notify';
import { ToastHost } from './toast';

export function UiHost() {
  return (
    <>
      <DialogHost />
      <NotifyHost />
      <ToastHost />
    </>
  );
}
