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
