#!/bin/sh
echo "The native Prisma schema engine is not used in this project: run 'pnpm db:migrate' or 'pnpm db:new-migration <name>'." 
exit 1
