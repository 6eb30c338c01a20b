import '@mantine/core/styles/Notification.css';
import { Notification } from '@mantine/core';
import { MobileBar, StickyHeader, type StickyHeaderProps } from './vehicle-scroll-bars';
import classes from './vehicle.module.css';

export interface PageFurnitureProps extends StickyHeaderProps {
  /** spec 1 §2: the sticky header is hidden on some sites. */
  stickyHeader: boolean;
  /** spec 1 §2: the floating chat bubble, where the site has a chat bot. */
  chat: boolean;
  /** spec 1 §4: the sidebar share's toast, when showing. */
  toast: string | null;
  onToastClose: () => void;
}

/** The fixed-position parts of the vehicle page: sticky header, mobile bar, chat bubble and toast. */
export default function PageFurniture({ stickyHeader, chat, toast, onToastClose, ...bar }: PageFurnitureProps) {
  return (
    <>
      {stickyHeader ? <StickyHeader {...bar} /> : null}
      <MobileBar price={bar.price} enquireLabel={bar.enquireLabel} onEnquire={bar.onEnquire} phone={bar.phone} onCall={bar.onCall} chat={chat} />
      {toast ? (
        <div className={classes.toast} role="status">
          <Notification onClose={onToastClose} withBorder title="Link copied">
            {toast}
          </Notification>
        </div>
      ) : null}
    </>
  );
}
