import { Link, Route, Routes, useParams } from 'react-router';
import Table from 'react-bootstrap/Table';
import { AppNotFound } from '../../components/app-navigation/app-not-found';
import { shortDateTime } from '../admin/public-api';
import { AdminScreen, StateBadge } from './admin-screen';
import { useContentItems, type ItemCollection } from './content-admin-api';
import { ContentEditor } from './content-editor';

const LABELS: Record<ItemCollection, { title: string; one: string }> = {
  posts: { title: 'Blog posts', one: 'post' },
  pages: { title: 'Pages', one: 'page' },
};

function ContentList({ collection }: { collection: ItemCollection }) {
  const list = useContentItems(collection);
  const { title, one } = LABELS[collection];
  return (
    <AdminScreen
      title={title}
      actions={
        <Link to="new" className="btn btn-primary">
          New {one}
        </Link>
      }
    >
      {list.isPending ? <p>Loading…</p> : null}
      {list.isError ? <p className="text-danger">{list.error.message}</p> : null}
      {list.data && list.data.length === 0 ? <p className="app-panel">Nothing written yet.</p> : null}
      {list.data && list.data.length > 0 ? (
        <Table responsive hover className="admin-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Address</th>
              <th scope="col">State</th>
              <th scope="col">Publish time</th>
              <th scope="col">Last saved</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={String(item.id)}>{item.title}</Link>
                </td>
                <td className="text-break">{item.path}</td>
                <td>
                  <StateBadge state={item.state} />
                </td>
                <td>{shortDateTime(item.publishAt)}</td>
                <td>
                  {shortDateTime(item.updatedAt)} by {item.updatedBy} (revision {item.revision})
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </AdminScreen>
  );
}

function EditExisting({ collection }: { collection: ItemCollection }) {
  const id = useParams().id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(id)) return <AppNotFound />;
  return <ContentEditor key={id} collection={collection} id={Number(id)} />;
}

/** Admin: blog posts or pages — the list, a new one, and the editor of each. */
export function ContentItemsScreen({ collection }: { collection: ItemCollection }) {
  return (
    <Routes>
      <Route index element={<ContentList collection={collection} />} />
      <Route path="new" element={<ContentEditor key="new" collection={collection} id={null} />} />
      <Route path=":id" element={<EditExisting collection={collection} />} />
      <Route path="*" element={<AppNotFound />} />
    </Routes>
  );
}
