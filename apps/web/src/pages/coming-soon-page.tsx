import type { ContentPage } from './content-pages'; export function ComingSoonPage({ page }: { page: ContentPage }) { return <p>{page.title} coming soon</p>; }
