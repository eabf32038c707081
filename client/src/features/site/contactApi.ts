import { api } from '../../lib/api';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const sendContactMessage = (body: ContactMessage) => api<{ message: string }>('/api/contact', { body });
