import { ListPage } from './ListPage';

/** The organisation's departments (`/departments`). */
export default function DepartmentsPage() {
  return <ListPage kind="departments" />;
}
