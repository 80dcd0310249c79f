export type ContentPage = { path: string; title: string };
export const CONTENT_PAGES: ContentPage[] = [{ path: '/about-us', title: 'About Us' }];
