/** An invite list a guest-list condition may read (the event's INVITE_ONLY audience groups). */
export interface InviteListOption {
  audienceGroupId: number;
  name: string;
}
