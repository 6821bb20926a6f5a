import type { Database } from '#functions/db/client.ts';
import { readChatFileUpload } from '#functions/domain/media/picture-upload.ts';
import { readVideoUpload } from '#functions/domain/media/video-upload.ts';
import type { MessageLogs } from '#functions/message-log/append-message.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import {
  CHAT_PICTURE_EXTENSIONS,
  CHAT_VIDEO_EXTENSIONS,
  type ChatMessage,
  type MessageType,
} from '#src/shared/messaging.ts';
import { fileExtension } from '#src/shared/uploads.ts';
import { requireSendableContact } from './chat-access.ts';
import { pictureSize } from './picture-size.ts';
import { storeMessage } from './store-message.ts';

const isOneOf = (list: readonly string[], extension: string) => list.includes(extension);

/**
 * POST app/message/send-file (contactId, file, name): a picture, document or video of spec §5's
 * list, checked by extension and leading bytes, stored, then sent as its message. The contact is
 * checked first, so a blocked sender uploads nothing. The R2 video host has a video ready at once;
 * a hosted service would answer `processing` until refresh-video-message finds it ready.
 */
export async function sendChatFile(
  db: Database,
  logs: MessageLogs,
  bucket: R2Bucket,
  userId: number,
  input: { contactId: number; name?: string | undefined },
  file: File,
): Promise<ChatMessage> {
  const { chatId } = await requireSendableContact(db, userId, input.contactId);
  const extension = fileExtension(file.name);
  const type: MessageType = isOneOf(CHAT_VIDEO_EXTENSIONS, extension)
    ? 'video'
    : isOneOf(CHAT_PICTURE_EXTENSIONS, extension)
      ? 'image'
      : 'document';
  const fileName = input.name || file.name;
  const upload = type === 'video' ? await readVideoUpload(file, 'file') : await readChatFileUpload(file, 'file');
  const key = await storeMedia(bucket, upload);
  const size = type === 'image' ? pictureSize(upload.bytes) : null;
  return storeMessage(
    logs,
    { fromId: userId, toId: input.contactId, chatId },
    { type, fileName, fileKey: key, fileSize: upload.bytes.byteLength, width: size?.width, height: size?.height },
  );
}
