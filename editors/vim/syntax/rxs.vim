" Vim syntax file
" Language:     rxs script (.rxs): one UI event or check a line, #> lines its expected output
" Maintainer:   rxs (editors/vim in the rxs repository; docs/EDITORS.md)

if exists("b:current_syntax")
  finish
endif

" The commands, as `rxs help` lists them (a test in the repository keeps this list whole).
syn keyword rxsCommand contained open type keys tap return refresh select delete menu back dismiss
syn keyword rxsCommand contained toggle slide step segment pick date page scroll gesture tab
syn keyword rxsCommand contained wait settle show state expect marbles net set include help quit
syn match rxsCommandWord "^\s*\zs\h\w*" contains=rxsCommand

" `contains` cannot be a :syn keyword (it is one of :syn's own arguments).
syn match rxsOperator "\<\%(contains\|matches\)\>"
syn match rxsOperator "\s\zs\%(==\|!=\|<=\|>=\|<\|>\)\ze\s"
syn keyword rxsConstant true false null on off
syn match rxsDuration "\<\d\+\%(\.\d\+\)\?\%(ms\|s\|m\)\>"
syn match rxsNumber "\<-\?\d\+\%(\.\d\+\)\?\>"
" id.property, table[3].title, table[1][0].title
syn match rxsPath "\<\h\w*\%(\[\d\+\]\)\{0,2}\.\h\w*\>"
syn region rxsString start=+"+ skip=+\\\\\|\\"+ end=+"+ oneline

" A # that starts a word begins a comment; #> at the start of a line is expected output.
syn match rxsComment "\%(^\|\s\)\zs#.*$" contains=rxsTodo
syn keyword rxsTodo contained TODO FIXME XXX
syn match rxsGolden "^\s*\zs#>.*$"

hi def link rxsCommand Statement
hi def link rxsOperator Operator
hi def link rxsConstant Constant
hi def link rxsDuration Number
hi def link rxsNumber Number
hi def link rxsPath Identifier
hi def link rxsString String
hi def link rxsComment Comment
hi def link rxsTodo Todo
hi def link rxsGolden PreProc

let b:current_syntax = "rxs"
