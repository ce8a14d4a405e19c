export { Modal } from './modal';
export type { ModalProps } from './modal';
export type { ModalSize } from './modal.styles';
