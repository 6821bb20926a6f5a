-- Decision 078: a chat message is written by its conversation's MessageLog a moment after the
-- sender's request checked the contact, in a batch with other messages. A block made in between
-- must still stop it (spec §7; decision 020: both directions), so the database refuses it too: no
-- message to someone who blocked, or was blocked by, its writer or the other person of the
-- conversation (the member holding it, when the owner answers from the team inbox).
CREATE TRIGGER messages_refused_while_blocked BEFORE INSERT ON messages
WHEN EXISTS (
  SELECT 1 FROM chat_blocks
  WHERE (user_id = new.to_id AND blocked_id IN (SELECT user_id FROM chat_contacts WHERE chat_id = new.chat_id UNION SELECT new.from_id))
     OR (blocked_id = new.to_id AND user_id IN (SELECT user_id FROM chat_contacts WHERE chat_id = new.chat_id UNION SELECT new.from_id))
)
BEGIN
  SELECT RAISE(ABORT, 'chat_blocked');
END;
