import { ListPage } from './ListPage';

/** The organisation's benefit packages (`/packages`). */
export default function PackagesPage() {
  return <ListPage kind="packages" />;
}
