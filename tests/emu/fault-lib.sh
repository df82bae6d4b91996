# shellcheck shell=bash
# Shared host side of the fault scenarios (tests/qemu/scenarios/fault-*),
# sourced after scenario-lib.sh.
#
# fault_probe_disconnect HEX K REQ: the emulator unplugs at the Kth vendor
# request to register HEX (REQ 0xa0 write / 0xa1 read: what the driver's
# bind does there), the guest reports the device gone (@@GONE), SIGUSR1
# plugs it in again; the record must show exactly that.
fault_probe_disconnect() {
	FAULT_INDEX=$(printf '0x%08x' "$1") FAULT_NTH=$2 FAULT_REQ=$(printf '0x%08x' "$3")
	EMU_ARGS+=(--fault "disconnect-at=$1:$2")
	host_during() {
		console_wait '^@@GONE$' 120 || { echo "the guest did not report the device gone"; return; }
		kill -USR1 "$emu_pid"
	}
	emu_host_extra() {
		local log=$SCEN_DIR/emu$BOOT.jsonl
		host_is "$("$emu_dir/emulog" "$log" count fault what=disconnect)" 1 "the emulator dropped off once"
		host_is "$("$emu_dir/emulog" "$log" field fault index)/$("$emu_dir/emulog" "$log" field fault req)" \
			"$FAULT_INDEX/$FAULT_REQ" \
			"at the request aimed at: register $FAULT_INDEX access $FAULT_NTH, bRequest $FAULT_REQ"
		host_is "$("$emu_dir/emulog" "$log" count replug)" 1 "it was plugged in again (SIGUSR1)"
		host_is "$("$emu_dir/emulog" "$log" count connect)" 2 "the device was announced twice"
	}
}

# fault_reset_ids same|bcd|pid: the guest resets the bound device
# (USBDEVFS_RESET); the emulator keeps its ids (same), or gives itself
# bcdDevice 3.00 (bcd: the node still names it) or idProduct 9e00 (pid:
# a LAN9500A, still smsc95xx's, that the node usb424,ec00 does not name)
fault_reset_ids() {
	FAULT_RESET=$1
	case $1 in
	bcd) EMU_ARGS+=(--fault reset-bcd=0300) ;;
	pid) EMU_ARGS+=(--fault reset-pid=9e00) ;;
	esac
	guest_env+=(FAULT_RESET="$1")
	emu_host_extra() {
		local log=$SCEN_DIR/emu$BOOT.jsonl
		host_is "$("$emu_dir/emulog" "$log" count fault what="ids changed")" \
			"$([ "$FAULT_RESET" = same ] && echo 0 || echo 1)" "the ids changed at the reset ($FAULT_RESET)"
		host_is "$("$emu_dir/emulog" "$log" count connect)" 1 \
			"the device was announced once: a reset, not an unplug"
		host_ok "the guest's reset reached the device after configuration" \
			test "$("$emu_dir/emulog" "$log" count usb_reset)" -gt 4
	}
}

# fault_unplug_traffic: the guest floods the link partner with pings
# (@@TRAFFIC), QEMU's monitor removes the usb-redir device (device_del:
# QEMU closes the emulator's socket, it exits); once the guest reports
# the interface gone (@@GONE), a second emulator is plugged in at the same
# port (chardev-add, device_add). Its record is emu<BOOT>-b.jsonl.
fault_unplug_traffic() {
	host_during() {
		local sock2=$SCEN_DIR/emu-b.sock log2=$SCEN_DIR/emu$BOOT-b.jsonl pid2 w=50
		console_wait '^@@TRAFFIC$' 120 || { echo "the guest did not report traffic"; return; }
		qemu_monitor "device_del emu" >/dev/null
		console_wait '^@@GONE$' 120 || { echo "the guest did not report the device gone"; return; }
		rm -f "$sock2"
		"$emu_dir/lan95xx-emu" --device "$EMU_DEVICE" --socket "$sock2" --log "$log2" \
			--accept-timeout 60 --aneg-ms "$EMU_ANEG_MS" "${EMU_ARGS[@]}" \
			>"$SCEN_DIR/emu$BOOT-b.out" 2>&1 &
		pid2=$!
		while [ ! -S "$sock2" ] && [ $w -gt 0 ]; do sleep 0.1; w=$((w - 1)); done
		qemu_monitor "chardev-add socket,id=emu1,path=$sock2" >/dev/null
		qemu_monitor "device_add usb-redir,chardev=emu1,id=emu,bus=$board_usb_bus,port=$EMU_PORT" >/dev/null
		wait $pid2
		echo $? >"$SCEN_DIR/emu$BOOT-b.rc"
	}
	emu_host_extra() {
		local log=$SCEN_DIR/emu$BOOT.jsonl log2=$SCEN_DIR/emu$BOOT-b.jsonl w=100 addr=$1
		host_ok "the first emulator carried the flood (at least 100 echo requests)" \
			test "$("$emu_dir/emulog" "$log" count tx type=0x00000800)" -ge 100
		while [ ! -f "$SCEN_DIR/emu$BOOT-b.rc" ] && [ $w -gt 0 ]; do sleep 0.1; w=$((w - 1)); done
		host_is "$(cat "$SCEN_DIR/emu$BOOT-b.rc" 2>/dev/null)" 0 \
			"the second emulator exited 0 when QEMU went away"
		host_is "$("$emu_dir/emulog" "$log2" field exit why)" "peer closed" "its record ends with QEMU closing"
		host_is "$("$emu_dir/emulog" "$log2" last-mac ADDRH/ADDRL)" "$addr" \
			"the new device's ADDRH/ADDRL hold the interface address"
		host_is "$("$emu_dir/emulog" "$log2" tx-src | tr '\n' ' ')" "$addr " \
			"every frame the guest sent the new device has the interface address as source"
		host_ok "the new device carried the guest's pings" \
			test "$("$emu_dir/emulog" "$log2" count rx)" -ge 3
		host_is "$("$emu_dir/emulog" "$log2" field stats proto_errors)" 0 "QEMU sent the new device nothing the protocol forbids"
	}
}

# fault_stall_write HEX K NAME: the emulator STALLs the Kth vendor write to
# register HEX (NAME in its record), once; nothing is written there and
# the device stays. The host checks that the one stall hit that register,
# and that the chip's address registers hold the interface's address
# (scenario-lib.sh's host_post).
fault_stall_write() {
	FAULT_INDEX=$(printf '0x%08x' "$1") FAULT_REG=$3
	EMU_ARGS+=(--fault "stall-write-at=$1:$2")
	emu_host_extra() {
		local log=$SCEN_DIR/emu$BOOT.jsonl
		host_is "$("$emu_dir/emulog" "$log" count fault what=stall)" 1 "the emulator stalled one write"
		host_is "$("$emu_dir/emulog" "$log" field fault index)" "$FAULT_INDEX" \
			"at the write aimed at: register $FAULT_INDEX ($FAULT_REG)"
		host_is "$("$emu_dir/emulog" "$log" count connect)" 1 "the device stayed: announced once"
	}
}
