/** What a form is given by the component that sends its body: whether the request runs, its failure, where the body and Cancel go. */
export interface FormProps<Body> {
  busy: boolean;
  /** The last request's failure, shown above the form. */
  error: string | null;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
}
