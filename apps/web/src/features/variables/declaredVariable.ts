/** A variable as the chatbot declares it (its list's call answers these). */
export interface DeclaredVariable {
  id: string;
  slug: string;
  type: string;
}
