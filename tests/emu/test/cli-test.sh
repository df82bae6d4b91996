#!/bin/sh
# Command line and process life of lan95xx-emu: --help, bad options, the
# socket appears, accepts one client, goes away; exit 0 when the client
# closes; exit 0 on SIGTERM before a client, socket removed; accept timeout.
# Prints TAP and "N passed, N failed".
emu=${1:-./lan95xx-emu}
dir=$(mktemp -d)
pass=0 fail=0 n=0
t() { # desc cmd...
	d=$1; shift
	n=$((n + 1))
	if "$@" >"$dir/out" 2>&1; then pass=$((pass + 1)); echo "ok $n - $d"
	else fail=$((fail + 1)); echo "not ok $n - $d"; sed 's/^/# /' "$dir/out"; fi
}
waitsock() { i=50; while [ ! -S "$1" ] && [ $i -gt 0 ]; do sleep 0.1; i=$((i - 1)); done; [ -S "$1" ]; }
gone() { i=50; while kill -0 "$1" 2>/dev/null && [ $i -gt 0 ]; do sleep 0.1; i=$((i - 1)); done; ! kill -0 "$1" 2>/dev/null; }

t "--help prints usage, exit 0" sh -c "'$emu' --help | grep -q -- '--device lan9514'"
t "no --device: exit 2" sh -c "'$emu' --socket $dir/s; test \$? = 2"
t "bad --eeprom: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --eeprom 1:2:3; test \$? = 2"
t "unknown device: exit 2" sh -c "'$emu' --device lan9999 --socket $dir/s; test \$? = 2"
t "--accept-timeout xyz: exit 2, says why" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout xyz 2>&1; test \$? = 2" 
t "--accept-timeout 5x: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --accept-timeout 5x; test \$? = 2"
t "--aneg-ms -1: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --aneg-ms -1; test \$? = 2"
t "--busy-reads 1001: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --busy-reads 1001; test \$? = 2"
t "--otp on a chip without OTP: exit 2" sh -c "'$emu' --device lan9514 --socket $dir/s --otp 02:00:00:00:00:01; test \$? = 2"
t "--otp garbage: exit 2" sh -c "'$emu' --device lan7800 --socket $dir/s --otp 1:2; test \$? = 2"
t "--help names every chip" sh -c "'$emu' --help | grep -q 'lan9514|lan9512|lan7500|lan7800|dm9601'"
: >"$dir/file"
t "refuses to replace a file that is not a socket" sh -c "! '$emu' --device lan9514 --socket $dir/file && test -f $dir/file"

# a client that connects, reads the hello, and closes
"$emu" --device lan7500 --socket "$dir/s" --log "$dir/log" &
pid=$!
t "socket appears" waitsock "$dir/s"
t "a client connects and gets the usbredir hello" python3 -c "
import socket, struct, sys
s = socket.socket(socket.AF_UNIX); s.connect('$dir/s')
h = s.recv(16)
t, l, i = struct.unpack('<IIQ', h)
sys.exit(0 if t == 0 and l >= 64 else 1)"
wait $pid
rc=$?
t "exit 0 when the client closes" test "$rc" = 0
t "socket removed" test ! -e "$dir/s"
t "record ends with the peer closing" grep -q '"ev":"exit","why":"peer closed"' "$dir/log"

for dev in lan7800 dm9601; do
	"$emu" --device $dev --socket "$dir/s-$dev" --log "$dir/log-$dev" &
	pid=$!
	waitsock "$dir/s-$dev"
	kill -TERM $pid
	wait $pid
	t "--device $dev: listens, SIGTERM exit 0" test "$?" = 0
done
t "--device lan7800: the record names the chip" grep -q '"device":"lan7800"' "$dir/log-lan7800"

"$emu" --device lan9514 --socket "$dir/s2" &
pid=$!
waitsock "$dir/s2"
kill -TERM $pid
wait $pid
rc=$?
t "SIGTERM while listening: exit 0" test "$rc" = 0
t "SIGTERM while listening: socket removed" test ! -e "$dir/s2"

"$emu" --device lan9514 --socket "$dir/s3" --accept-timeout 1 &
pid=$!
wait $pid
rc=$?
t "nobody connects within --accept-timeout: exit 1" test "$rc" = 1
t "accept timeout: socket removed" test ! -e "$dir/s3"
t "no stray socket files left" sh -c "! ls $dir | grep -q '^s'"
rm -rf "$dir"
echo "1..$n"
echo "$pass passed, $fail failed"
[ $fail = 0 ]
