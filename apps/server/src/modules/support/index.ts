// The support module's public face: the back office (modules/admin) edits the FAQ through these.
export { deleteFaq, insertFaq, listFaq, updateFaq, type FaqRow, type FaqValues } from './faq-repository.ts';
export { ensureFaqOnce } from './faq-seed.ts';
