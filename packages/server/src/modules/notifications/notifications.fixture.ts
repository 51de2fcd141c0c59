// The notifications' integration tests share these documents and types (notifications.integration.test.ts,
// notifications-subscription.integration.test.ts).

export const SUB =
  'subscription { notificationCreated { _id isRead message notification { notificationType message url sender { fullName } } } }';
export type Event = {
  notificationCreated: {
    _id: string;
    message: string;
    notification: { notificationType: string; url: string | null; sender: { fullName: string } | null };
  };
};

export const ITEM =
  '_id isRead message createdAt notification { _id url message notificationType note { content } sender { _id fullName avatar } }';
export const LIST = `query ($pageSize: Int, $currentPage: Int, $cursor: String) { notifications(pageSize: $pageSize, currentPage: $currentPage, cursor: $cursor) { meta { totalPages currentPage pageSize } unreadCount nextCursor notifications { ${ITEM} } } }`;
export const UNSEEN = '{ unseenNotifications { count lastSeenTimestamp } }';
export const SEEN = 'mutation ($t: Float!) { updateLastSeenNotifications(timestamp: $t) { count lastSeenTimestamp } }';
export const READ = `mutation ($ids: [ID!]!) { setNotificationRead(ids: $ids) { ${ITEM} } }`;
export const PREFS = '{ notificationPreferences { group email } }';
export const SET_PREF =
  'mutation ($g: NotificationGroup!, $e: Boolean!) { setNotificationPreference(group: $g, email: $e) { group email } }';
export const SETTINGS =
  'mutation ($l: String!, $z: String!) { updateMyAccountSettings(language: $l, timezone: $z) { language timezone } }';

export interface Item {
  _id: string;
  isRead: boolean;
  message: string;
  createdAt: string;
  notification: {
    _id: string;
    url: string | null;
    message: string;
    notificationType: string;
    note: { content: string | null } | null;
    sender: { _id: string; fullName: string; avatar: string | null } | null;
  };
}
export interface List {
  notifications: {
    meta: { totalPages: number; currentPage: number; pageSize: number };
    unreadCount: number;
    nextCursor: string | null;
    notifications: Item[];
  };
}

export interface Who {
  token: string;
  id: string;
}
