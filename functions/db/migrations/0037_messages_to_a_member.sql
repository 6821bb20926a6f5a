-- Decision 078: a message's recipient is decided in the sender's request, and its row is written
-- a moment later by the conversation's MessageLog. A conversation handed to another team member in
-- between (team-inbox-writes.ts) no longer has that recipient: its row would reach nobody's chats
-- and count as unread for the former holder. The database refuses a message to anyone who is not
-- one of its conversation's people.
CREATE TRIGGER messages_to_a_member BEFORE INSERT ON messages
WHEN NOT EXISTS (SELECT 1 FROM chat_contacts WHERE chat_id = new.chat_id AND user_id = new.to_id)
BEGIN
  SELECT RAISE(ABORT, 'contact_not_found');
END;
