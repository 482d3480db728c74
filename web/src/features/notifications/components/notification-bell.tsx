import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import type { NotificationAnswer as Notification } from '@rostra/contracts';
import './notifications.css';

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const content = (
    <>
      <span className="notification-title">{notification.title}</span>
      <span className="notification-body">{notification.body}</span>
      <span className="notification-time">{formatDateTime(notification.created_at)}</span>
    </>
  );
  return (
    <li className={`notification${notification.read ? '' : ' notification-unread'}`}>
      {!notification.read && <span className="sr-only">Unread: </span>}
      {notification.link ? (
        <Link to={notification.link} onClick={onOpen} className="notification-link">
          {content}
        </Link>
      ) : (
        <div className="notification-link">{content}</div>
      )}
    </li>
  );
}

/** The header's bell: how many are unread, the newest notifications, each a link that marks it read; Mark all read. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.unread_count ?? 0;
  const notifications = list.data?.notifications ?? [];
  const unreadIds = notifications.filter((n) => !n.read).map((n) => n.id);
  const follow = (notification: Notification) => {
    if (!notification.read) markRead.mutate([notification.id]);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className="btn btn-ghost notification-bell"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Icon name="bell" size={18} />
        {unread > 0 && (
          <span className="notification-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="menu notification-panel" align="end" sideOffset={6} aria-label="Notifications">
          <div className="notification-head">
            <strong>Notifications</strong>
            <Button
              size="sm"
              variant="ghost"
              disabled={unreadIds.length === 0}
              busy={markRead.isPending}
              onClick={() => markRead.mutate(unreadIds)}
            >
              Mark all read
            </Button>
          </div>
          {list.isError ? (
            <p className="field-hint">Notifications could not be loaded.</p>
          ) : notifications.length === 0 ? (
            <p className="field-hint">{list.isPending ? 'Loading…' : 'Nothing new.'}</p>
          ) : (
            <ul className="notification-list">
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={() => follow(notification)} />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
