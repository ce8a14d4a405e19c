export { Modal } from './modal';
export type { ModalProps } from './modal';
export { NativeModal, showModalCommand, ensureInvokerCommands } from './native-modal';
export type { NativeModalProps, InvokerCommand } from './native-modal';
export type { ModalSize } from './modal.styles';
