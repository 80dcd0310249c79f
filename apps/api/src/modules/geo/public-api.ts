// What other modules use of places (ZIP codes and states), read-only.
/** A ZIP code's place, or 400 naming the field when the code is unknown; a state's bounding box for state-wide search. */
export { requireZip, stateBounds, type StateBounds, type ZipPlace } from './zip-lookup';
