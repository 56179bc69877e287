/**
 * The local stand-in for the Supabase Edge Functions, mounted by the local server at
 * /functions/v1/<name>. Each function is a route on this router.
 */
import express, { type Router } from 'express';

export async function createLocalFunctions(): Promise<Router> {
  const router = express.Router();
  router.all('/:name', (req, res) => {
    res.status(404).json({ error: `No function named ${req.params.name}` });
  });
  return router;
}
