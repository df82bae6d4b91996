# shellcheck shell=bash
# Shared part of the tests/qemu/scenarios/emu-*.sh scenarios: start
# lan95xx-emu before QEMU, check it after QEMU, and the guest's checks.
#
# A scenario sets, then sources this file:
#   EMU_DEVICE=lan9514|lan7500|lan7800|dm9601|rtl8153|rtl8152   EMU_ARGS=(--eeprom ...)
#   EMU_PORT=1, 1.1 or 1.1.1 (a QEMU usb-hub at each level)
#   EMU_EXPECT=random|MAC        EMU_NODE=/pcie@.../ethernet@N (or empty)
#   EMU_RANDOM_TYPE=1 (addr_assign_type of a random address; lan78xx and
#       dm9601 report 0)
#   EMU_PINGS=N (default 3)   EMU_VALGRIND=1 (run the emulator under valgrind)
#   EMU_FILTERED=MAC: the chip's address registers hold MAC, not the
#       interface's address, so its filter drops the replies: the pings are
#       lost and the record shows address-filter drops (what the board does)
#   EMU_GUEST_DRIVER=0 (only the boot loader drives the chip; default 1)
#   EMU_DRV=NAME: the driver that binds, when not the chip's usual one
#       (rtl8153 --ecm: r8153_ecm)
#   EMU_REDIR_OPTS=K=V,... (more options of QEMU's usb-redir device, e.g.
#       suppress-remote-wake=off: QEMU clears the remote-wakeup bit of the
#       configuration descriptor by default, and USB core autosuspends no
#       device whose driver needs remote wakeup without it)
# and gets qemu_args (the board's USB host controller, a hub if EMU_PORT
# has a dot, the usb-redir device on the board's USB bus), host_pre,
# host_post and guest_env: the values the guest's checks (emu_guest in
# tests/guest/lib/emu.sh, called by NAME.guest) read.

emu_name=$(basename "${BASH_SOURCE[1]}" .sh)
emu_dir=$top/tests/emu
emu_sock=${SCEN_DIR:-$build/logs/$emu_name}/emu.sock
: "${EMU_PORT:=1}" "${EMU_PINGS:=3}" "${EMU_NODE:=}" "${EMU_EXPECT:=random}"
: "${EMU_RANDOM_TYPE:=1}" "${EMU_FILTERED:=}"
# EMU_GUEST_DRIVER=0: only the boot loader drives the chip (the guest's
# frame and address checks then take EMU_EXPECT as the address)
: "${EMU_GUEST_DRIVER:=1}"
# autonegotiation outlasts bind and open, so the link comes up through the
# PHY interrupt on the interrupt endpoint, as on the real part; a kernel
# HARNESS_SLOW times slower (the debug kernel) binds and opens that much
# later, so the negotiation takes that much longer too. Only U-Boot
# driving the chip: U-Boot's speed is the same on either kernel, and it
# waits 5 s for the link
if [ "$EMU_GUEST_DRIVER" = 1 ]; then
	: "${EMU_ANEG_MS:=$((800 * ${HARNESS_SLOW:-1}))}"
else
	: "${EMU_ANEG_MS:=800}"
fi
# QEMU's usb-hub is a full-speed hub: a device behind it runs at 12 Mbit/s;
# the DM9601 is a full-speed device anywhere
if [[ "$EMU_PORT" == *.* || "$EMU_DEVICE" == dm9601 ]]; then : "${EMU_SPEED:=12}"; else : "${EMU_SPEED:=480}"; fi
[ -n "${EMU_ARGS+x}" ] || EMU_ARGS=()

qemu_args=(${board_usb_host[@]+"${board_usb_host[@]}"})
# a QEMU usb-hub at every level of the port path (1.1.1: hubs at 1 and 1.1)
emu_hub_port=""
IFS=. read -ra emu_port_parts <<<"$EMU_PORT"
for ((emu_i = 0; emu_i < ${#emu_port_parts[@]} - 1; emu_i++)); do
	emu_hub_port=${emu_hub_port:+$emu_hub_port.}${emu_port_parts[emu_i]}
	qemu_args+=(-device "usb-hub,bus=$board_usb_bus,port=$emu_hub_port")
done
qemu_args+=(-chardev "socket,id=emu0,path=$emu_sock"
	-device "usb-redir,chardev=emu0,id=emu,bus=$board_usb_bus,port=$EMU_PORT${EMU_REDIR_OPTS:+,$EMU_REDIR_OPTS}")

case "$EMU_DEVICE" in
lan9514) emu_vid=0424 emu_pid=ec00 emu_drv=smsc95xx emu_regs=ADDRH/ADDRL ;;
lan7500) emu_vid=0424 emu_pid=7500 emu_drv=smsc75xx emu_regs=RX_ADDRH/RX_ADDRL ;;
lan7800) emu_vid=0424 emu_pid=7800 emu_drv=lan78xx emu_regs=RX_ADDRH/RX_ADDRL ;;
dm9601) emu_vid=0a46 emu_pid=9601 emu_drv=dm9601 emu_regs=PAR ;;
rtl8153) emu_vid=0bda emu_pid=8153 emu_drv=r8152 emu_regs=PLA_IDR ;;
rtl8152) emu_vid=0bda emu_pid=8152 emu_drv=r8152 emu_regs=PLA_IDR ;;
esac
# EMU_DRV: another driver binds (the rtl8153 --ecm: r8153_ecm)
[ -z "${EMU_DRV:-}" ] || emu_drv=$EMU_DRV
guest_env=(EMU_VID="$emu_vid" EMU_PID="$emu_pid" EMU_DRV="$emu_drv" EMU_NODE="$EMU_NODE"
	EMU_EXPECT="$EMU_EXPECT" EMU_PINGS="$EMU_PINGS" EMU_SPEED="$EMU_SPEED"
	EMU_RANDOM_TYPE="$EMU_RANDOM_TYPE" EMU_FILTERED="$EMU_FILTERED")

host_pre() {
	local w=50
	make -s -C "$emu_dir" lan95xx-emu >"$SCEN_DIR/emu-build.log" 2>&1 ||
		host_ok "lan95xx-emu builds (see emu-build.log)" false
	rm -f "$emu_sock"
	# EMU_VALGRIND=1: serve QEMU under valgrind; any error or leak is exit 99
	local vg=()
	[ "${EMU_VALGRIND:-0}" = 1 ] && vg=(valgrind -q --error-exitcode=99 --leak-check=full
		--errors-for-leak-kinds=definite,indirect --log-file="$SCEN_DIR/emu$BOOT.valgrind")
	"${vg[@]}" "$emu_dir/lan95xx-emu" --device "$EMU_DEVICE" --socket "$emu_sock" \
		--log "$SCEN_DIR/emu$BOOT.jsonl" --accept-timeout 60 --aneg-ms "$EMU_ANEG_MS" \
		"${EMU_ARGS[@]}" \
		>"$SCEN_DIR/emu$BOOT.out" 2>&1 &
	emu_pid=$!
	while [ ! -S "$emu_sock" ] && [ $w -gt 0 ]; do sleep 0.1; w=$((w - 1)); done
	host_ok "emulator listens on its socket" test -S "$emu_sock"
}

# the guest's interface address, as it printed it (the last one)
emu_guest_addr() {
	tr -d '\r' <"$CONSOLE_LOG" | sed -n 's/^# ifaddr \([0-9a-f:]*\)$/\1/p' | tail -n 1
}

# every address the guest printed, in order, each once, space-separated
# with a trailing space (a fault scenario's interface can change address)
emu_guest_addrs() {
	tr -d '\r' <"$CONSOLE_LOG" | sed -n 's/^# ifaddr \([0-9a-f:]*\)$/\1/p' | awk '!s[$0]++' | tr '\n' ' '
}

# what the chip's address registers hold at the end: the last address the
# driver programmed, or the power-on value when it programmed none
emu_addr_regs() {
	"$emu_dir/emulog" "$1" last-mac "$emu_regs" || "$emu_dir/emulog" "$1" field start addr_regs
}

host_post() {
	local rc w=100 log=$SCEN_DIR/emu$BOOT.jsonl addr srcs exited=0
	while kill -0 "$emu_pid" 2>/dev/null && [ $w -gt 0 ]; do sleep 0.1; w=$((w - 1)); done
	# asked before anything kills it: did it end by itself once QEMU closed?
	kill -0 "$emu_pid" 2>/dev/null || exited=1
	kill "$emu_pid" 2>/dev/null
	wait "$emu_pid"
	rc=$?
	host_is "$exited" 1 "emulator ended by itself within 10 s of QEMU going away"
	host_is "$rc" 0 "emulator exited 0 when QEMU went away"
	if [ "${EMU_VALGRIND:-0}" = 1 ]; then
		host_ok "valgrind ran and found no error, no leak while serving QEMU" \
			sh -c "test -f '$SCEN_DIR/emu$BOOT.valgrind' && test ! -s '$SCEN_DIR/emu$BOOT.valgrind'"
	fi
	host_ok "emulator removed its socket" test ! -e "$emu_sock"
	host_is "$("$emu_dir/emulog" "$log" field exit why)" "peer closed" "emulator record ends with QEMU closing"
	if [ "$EMU_GUEST_DRIVER" = 1 ]; then
		addr=$(emu_guest_addr)
		srcs=$(emu_guest_addrs)
		host_ok "guest reported its interface address" test -n "$addr"
	else
		addr=$EMU_EXPECT
		srcs="$addr "
	fi
	if [ -n "$EMU_FILTERED" ]; then
		host_is "$(emu_addr_regs "$log")" "$EMU_FILTERED" \
			"chip's $emu_regs hold $EMU_FILTERED, not the interface address $addr"
		host_ok "the chip's address filter dropped frames for the interface address" \
			test "$("$emu_dir/emulog" "$log" count rx_drop why="address filter")" -ge 1
	else
		if [ "$EMU_GUEST_DRIVER" = 1 ]; then
			host_is "$(emu_addr_regs "$log")" "$addr" \
				"chip's $emu_regs hold the interface address"
		fi
		host_is "$("$emu_dir/emulog" "$log" count rx_drop)" 0 "no frame for the guest was dropped"
	fi
	case $EMU_DEVICE in
	lan7500) host_is "$("$emu_dir/emulog" "$log" last-mac ADDR_FILT0)" "$addr" \
		"chip's perfect filter entry 0 holds the interface address" ;;
	lan7800) host_is "$("$emu_dir/emulog" "$log" last-mac MAF0)" "$addr" \
		"chip's perfect filter entry 0 (MAF_HI/LO(0)) holds the interface address" ;;
	esac
	if [ -n "$EMU_FILTERED" ]; then
		host_is "$("$emu_dir/emulog" "$log" tx-src 0x0800)" "" \
			"no IPv4 frame left the guest: no ARP reply got through the filter"
	else
		host_is "$("$emu_dir/emulog" "$log" tx-src 0x0800 | tr '\n' ' ')" "$srcs" \
			"every IPv4 frame the guest sent has the interface address as source"
	fi
	host_is "$("$emu_dir/emulog" "$log" tx-src 0x0806 | tr '\n' ' ')" "$srcs" \
		"every ARP frame the guest sent has the interface address as source"
	if [ "$EMU_GUEST_DRIVER" = 1 ]; then
		case $EMU_DEVICE in
		lan7800) # lan88xx has no interrupt support: phylib polls, INT_EP_CTL stays 0
			host_is "$("$emu_dir/emulog" "$log" count int)" 0 \
				"no interrupt-endpoint packet: lan78xx never enables INT_EP_CTL PHY_INT (the LAN88xx PHY is polled)" ;;
		dm9601) host_ok "link reported on the interrupt endpoint (NSR LINKST)" \
			test "$("$emu_dir/emulog" "$log" count int sts=0x00000040)" -ge 1 ;;
		rtl8153 | rtl8152) if [ "$emu_drv" = r8153_ecm ]; then
			host_ok "link reported on the interrupt endpoint (CDC NETWORK_CONNECTION, connected)" \
				test "$("$emu_dir/emulog" "$log" count int sts=0x000100a1)" -ge 1
		else
			host_ok "link reported on the interrupt endpoint (INTR_LINK)" \
				test "$("$emu_dir/emulog" "$log" count int sts=0x00000004)" -ge 1
		fi ;;
		*) host_ok "link reported on the interrupt endpoint (INT_STS PHY_INT)" \
			test "$("$emu_dir/emulog" "$log" count int)" -ge 1 ;;
		esac
	fi
	host_is "$("$emu_dir/emulog" "$log" field stats proto_errors)" 0 "QEMU sent nothing the protocol forbids"
	host_is "$("$emu_dir/emulog" "$log" count stall)" 0 "the driver asked for no register the chip lacks"
	if declare -F emu_host_extra >/dev/null; then emu_host_extra "$addr"; fi
}

# emu_no_eeprom_checks: what a chip without EEPROM shows (scenarios with
# boots=2): the driver's EEPROM read times out at the first byte and falls
# back, and the two boots get different random addresses
emu_no_eeprom_checks() {
	guest_env+=(EMU_NO_EEPROM=1)
	emu_host_extra() {
		local a1
		if [ "$EMU_DEVICE" = lan7800 ]; then
			# lan78xx_init_mac_address() reads the signature, then the OTP;
			# 6.12's lan78xx_reset() reads the signature again for the MAC
			# speed, 7.3's (phylink sets speed and duplex) does not
			if [ "${kseries:-7.3}" = 6.12 ]; then
				host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count e2p cmd=timeout addr=0)" 2 \
					"EEPROM signature read timed out twice (address lookup, MAC speed check)"
			else
				host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count e2p cmd=timeout addr=0)" 1 \
					"EEPROM signature read timed out once (address lookup; 7.3's lan78xx_reset() leaves speed to phylink)"
			fi
			host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count otp cmd=read addr=0)" 1 \
				"then the driver read the OTP indicator (blank: no address there either)"
		else
			host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count e2p cmd=timeout)" 1 \
				"EEPROM read timed out at the first byte (E2P_CMD TIMEOUT)"
		fi
		if [ "$BOOT" = 2 ]; then
			a1=$(tr -d '\r' <"$SCEN_DIR/console1.log" | sed -n 's/^# ifaddr \([0-9a-f:]*\)$/\1/p')
			host_ok "boot 1 and boot 2 got different random addresses ($a1, $1)" \
				test -n "$a1" -a -n "$1" -a "$a1" != "$1"
		fi
	}
}

# emu_eeprom_overridden_checks: the EEPROM holds an address (--eeprom MAC in
# EMU_ARGS) that the device tree overrides: it must never reach the chip's
# address registers
emu_eeprom_overridden_checks() {
	emu_host_extra() {
		local i eeprom=
		for ((i = 0; i < ${#EMU_ARGS[@]} - 1; i++)); do
			[ "${EMU_ARGS[i]}" = --eeprom ] && eeprom=${EMU_ARGS[i + 1]}
		done
		host_ok "the scenario gives the EEPROM an address" test -n "$eeprom"
		host_ok "the EEPROM address never reached the address registers after bind" \
			sh -c "! '$emu_dir/emulog' '$SCEN_DIR/emu$BOOT.jsonl' macs '$emu_regs' | grep -q '$eeprom'"
	}
}

# emu_power_loss_on_suspend SECONDS: the reset-resume scenarios' host side.
# The guest prints @@SUSPENDED once the device is runtime-suspended (within
# SECONDS); the device then loses power (the emulator's SIGUSR2), so that
# the next resume fails and USB core retries it as a reset-resume.
# emu_host_power_lost checks that the record shows that one power loss.
emu_power_loss_on_suspend() {
	emu_suspend_wait=$1
	host_during() {
		console_wait '^@@SUSPENDED$' "$emu_suspend_wait" || { echo "the device did not suspend"; return; }
		kill -USR2 "$emu_pid"
	}
}
emu_host_power_lost() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count power_loss)" 1 \
		"the device lost power once (SIGUSR2), while suspended"
}
