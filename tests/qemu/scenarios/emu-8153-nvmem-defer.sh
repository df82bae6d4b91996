# shellcheck shell=bash disable=SC2034,SC2054,SC2206,SC2207
desc="RTL8153 (r8152) whose R2S-style node has its address in an nvmem cell (nvmem-rmem) unbound before the device is plugged: r8152's probe defers (sysfs bind: EAGAIN) without resetting the device (the record: no USB reset of the configured device until the probe that runs to the end); the provider bound: lan0 with the cell's address, in PLA_IDR; pings"
# the provider comes back within the deferred probe timeout (after it,
# usb_net_of_get_mac() goes on without the cell: net-nvmem-missing);
# tests/qemu/run sets 1 s for every arm64 boot
cmdline="deferred_probe_timeout=600"
overlay=emu-8153-nvmem-defer.dtso
timeout=180
nvmem_mac=02:00:00:ee:81:53
EMU_DEVICE=rtl8153
# the chip's own address: what r8152 would take if it did not wait
EMU_ARGS=(--eeprom 00:e0:4c:53:00:01)
EMU_EXPECT=$nvmem_mac
EMU_NODE=/pcie@10000000/usb@2,0/device@5
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(NVMEM_MAC="$nvmem_mac")
# the device is plugged (usb-redir added through QEMU's monitor) once the
# guest has unbound the provider
qemu_args=(${board_usb_host[@]+"${board_usb_host[@]}"})
qemu_args+=(-device "loader,file=$build/logs/emu-8153-nvmem-defer/mac.bin,addr=0x5e000000,force-raw=on")

eval "emu_$(declare -f host_pre)"
host_pre() {
	emu_host_pre || return
	python3 -c 'import sys; sys.stdout.buffer.write(bytes.fromhex(sys.argv[1].replace(":", "")))' \
		"$nvmem_mac" >"$SCEN_DIR/mac.bin"
	host_is "$(od -An -tx1 "$SCEN_DIR/mac.bin" | tr -d ' \n')" "${nvmem_mac//:/}" \
		"the cell's 6 bytes for QEMU's loader"
}

host_during() {
	console_wait '^@@PROVIDER-GONE$' 60 || { echo "the guest did not unbind the provider"; return; }
	qemu_monitor "chardev-add socket,id=emu0,path=$emu_sock" >/dev/null
	qemu_monitor "device_add usb-redir,chardev=emu0,id=emu,bus=$board_usb_bus,port=$EMU_PORT" >/dev/null
}

# emu_resets_before_mac LOG: the USB resets of a configured device (config
# != 0: usb_reset_device(), not the enumeration's port reset) before the
# first PLA_IDR write, i.e. while r8152's probe had not run to the end
emu_resets_before_mac() {
	python3 - "$1" <<'PY'
import json, sys
n = 0
for line in open(sys.argv[1]):
    e = json.loads(line)
    if e["ev"] == "mac" and e["regs"] == "PLA_IDR":
        break
    if e["ev"] == "usb_reset" and e.get("config", 0) != 0:
        n += 1
print(n)
PY
}

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_ok "the guest saw every deferred probe (sysfs bind: EAGAIN, 3 times)" \
		grep -q '^ok .* 3 binds from sysfs deferred' "$CONSOLE_LOG"
	host_is "$(emu_resets_before_mac "$log")" 1 \
		"one USB reset of the configured device before PLA_IDR was written: the probe that ran to the end (usb_reset_device() in rtl8152_probe_once()); none for the deferred tries"
	host_is "$("$emu_dir/emulog" "$log" count usb_reset config=1)" 1 "no other reset of the configured device"
	host_ok "the device was enumerated (a port reset at config 0)" \
		test "$("$emu_dir/emulog" "$log" count usb_reset config=0)" -ge 1
	host_is "$("$emu_dir/emulog" "$log" macs PLA_IDR | sort -u | tr '\n' ' ')" "$nvmem_mac " \
		"PLA_IDR never held any address but the cell's"
	host_is "$("$emu_dir/emulog" "$log" count idr_locked)" 0 "the PLA_IDR writes came under the PLA_CRWECR lock"
	host_is "$("$emu_dir/emulog" "$log" count ocp_read name=PLA_BACKUP)" 0 \
		"the chip's own address (PLA_BACKUP) never read: r8152 waited for the cell"
}
