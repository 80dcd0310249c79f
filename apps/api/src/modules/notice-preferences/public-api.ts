// What other modules use of notice preferences: by which channels a notice of a kind reaches
// people (senders call it in their transaction), and the push switches the push module keeps
// offering on its own routes.
export { channelsFor, channelsForMany } from './channels';
export { channelOnAmong, pushChoicesOf, saveCells as saveNoticeChoices, type Cell as NoticeChoice } from './preferences-repository';
