" .rxs files are rxs scripts.
autocmd BufRead,BufNewFile *.rxs setfiletype rxs
