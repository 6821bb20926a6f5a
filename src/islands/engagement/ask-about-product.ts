import { fetchContacts, fetchSupplierTeam } from '#src/client/messaging.ts';
import { requestChat } from '#src/stores/chat-requests.ts';
import { openModal } from '#src/stores/modal-stack.ts';

/**
 * "Ask about this product": the product card goes to the supplier's team member the buyer already
 * talks with, else to the first of its team, in the chat widget's conversation with them.
 */
export async function askAboutProduct(supplierName: string, productId: number): Promise<void> {
  try {
    const [team, chats] = await Promise.all([fetchSupplierTeam(supplierName), fetchContacts()]);
    const talking = chats.list.find(
      (contact) => contact.supplierId === supplierName && team.some((member) => member.id === contact.id),
    );
    const contactId = talking?.id ?? team[0]?.id;
    if (contactId === undefined) {
      await openModal('info', 'This supplier has no sales contact to ask yet.');
      return;
    }
    requestChat({ contactId, supplierName, productId });
  } catch {
    await openModal('alert', 'The chat could not be opened. Please try again.');
  }
}
