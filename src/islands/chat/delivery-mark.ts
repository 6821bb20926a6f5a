/**
 * What became of a message one sent (spec §3 `isRead`, `isReceived`): read, received by the other
 * side's device, or only sent. The widget and the team inbox say it in the same words.
 */
export function deliveryMark(message: { isRead: boolean; isReceived: boolean }): 'Read' | 'Received' | 'Sent' {
  if (message.isRead) return 'Read';
  return message.isReceived ? 'Received' : 'Sent';
}
