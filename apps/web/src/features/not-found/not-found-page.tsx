import { NotFoundContent } from './not-found-content';

export default function NotFoundPage() {
  return <NotFoundContent />;
}
