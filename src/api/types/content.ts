// Content: share materials and feedback.

export interface ShareMaterialCategory {
  id: number;
  name: string;
}

export interface ShareMaterial {
  id: number;
  categoryId: number;
  title: string;
  text: string;
  images: string[];
  videoUrl: string | null;
  createdAt: string;
}

export interface Feedback {
  id: number;
  type: string;
  content: string;
  images: string[];
  contact: string;
  createdAt: string;
}

export type FeedbackType = 'suggestion' | 'bug' | 'complaint' | 'other';
