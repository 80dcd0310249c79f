// What other modules use of candidate review: nothing yet. Candidate review reads applications
// (its door) and answers the feedback link applications' emails carry; its routes and its
// reminder task are mounted by app.ts and scheduled-tasks.ts.
export {};
