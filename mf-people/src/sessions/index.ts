/** Sessions (segments) in mf-people: Add to sessions on the audience list. */
export {
  AddToSessionsButton,
  type AddToSessionsButtonProps,
} from './add-to-sessions/AddToSessionsButton';
